'use client';

import { Icon } from '@/components/ui/icon';
import { transcriptToQuery } from '@/lib/site/search/voice';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styles from './search.module.css';
import { useSearchEngine } from './use-search-engine';
import { VoiceSearchButton } from './voice-search-button';

const DEBOUNCE_MS = 300;

/**
 * The site search: a GET form to /search (the no-JavaScript path, answered on the server) that
 * becomes a WAI-ARIA combobox once React runs; its engine loads when the box first gets focus.
 */
export function SearchCombobox() {
  const [query, setQuery] = useState('');
  const [settled, setSettled] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { engine, load } = useSearchEngine();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSettled(query);
      setActive(-1);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  const results = useMemo(() => (engine && settled.trim() ? engine.options(settled) : []), [engine, settled]);
  const showPopup = open && engine !== null && settled.trim() !== '' && settled === query;
  const expanded = showPopup && results.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function change(value: string) {
    setQuery(value);
    setOpen(true);
    void load();
  }

  function searchNow(transcript: string) {
    const text = transcriptToQuery(transcript);
    void load();
    setQuery(text);
    setSettled(text);
    setActive(-1);
    setOpen(true);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length + (current < 0 && step < 0 ? 1 : 0)) % results.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      list.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(optionId(active))}`)?.click();
    } else if (event.key === 'Escape') {
      if (showPopup) setOpen(false);
      else change('');
      setActive(-1);
    }
  }

  return (
    <form action="/search" method="get" role="search" className={styles.search}>
      <label htmlFor="hero-search" className="visually-hidden">
        Search projects, developers and localities
      </label>
      <input
        ref={input}
        id="hero-search"
        name="q"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Project, locality or “3 BHK under 2 Cr”"
        autoComplete="off"
        value={query}
        onChange={(event) => change(event.target.value)}
        onFocus={() => void load()}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <VoiceSearchButton onTranscript={searchNow} />
      <button type="submit" className={styles.submit} aria-label="Search">
        <Icon name="search" size={22} />
      </button>
      {/* preventDefault keeps focus in the box, so a click on a result is not lost to blur. */}
      <div className={styles.popup} hidden={!showPopup} onMouseDown={(event) => event.preventDefault()}>
        {expanded ? (
          <ul ref={list} id={listId} role="listbox" aria-label="Search results" className={styles.results}>
            {results.map((option, index) => (
              <li key={option.key} role="presentation">
                <a
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  href={option.href}
                  tabIndex={-1}
                  className={option.requirement ? `${styles.result} ${styles.requirement}` : styles.result}
                  onMouseEnter={() => setActive(index)}
                >
                  <span className={styles.name}>{option.name}</span>
                  <span className={styles.detail}>{option.detail}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {showPopup && results.length === 0 ? <p className={styles.empty}>No results found</p> : null}
      </div>
      <p role="status" className="visually-hidden">
        {showPopup ? (results.length === 0 ? 'No results found' : `${results.length} ${results.length === 1 ? 'result' : 'results'}`) : ''}
      </p>
    </form>
  );
}
