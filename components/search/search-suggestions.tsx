'use client';

import { transcriptToQuery } from '@/lib/site/search/voice';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styles from './search.module.css';
import { useSearchEngine } from './use-search-engine';
import { VoiceSearchButton } from './voice-search-button';

const DEBOUNCE_MS = 300;

/**
 * The search box's combobox behaviour (search-combobox.tsx): the voice button, the popup of results and its status.
 * The box itself is the server's input, `inputId`, whose events this follows and whose ARIA state it keeps; so it
 * is never re-rendered, and what was typed before this code came stays and is searched at once.
 */
export function SearchSuggestions({ inputId }: { inputId: string }) {
  const [query, setQuery] = useState('');
  const [settled, setSettled] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { engine, load } = useSearchEngine();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);

  const results = useMemo(() => (engine && settled.trim() ? engine.options(settled) : []), [engine, settled]);
  const showPopup = open && engine !== null && settled.trim() !== '' && settled === query;
  const expanded = showPopup && results.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const box = () => document.getElementById(inputId) as HTMLInputElement | null;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSettled(query);
      setActive(-1);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  // Read in the box's listeners, which are attached once.
  const latest = useRef({ results, showPopup, expanded, active });
  useEffect(() => {
    latest.current = { results, showPopup, expanded, active };
  });

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    if (!input) return;
    function change(value: string) {
      setQuery(value);
      setOpen(true);
      void load();
    }
    const onInput = () => change(input.value);
    const onFocus = () => void load();
    const onBlur = () => setOpen(false);
    function onKeyDown(event: KeyboardEvent) {
      const { results: options, showPopup: shown, expanded: listed, active: current } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((now) => (now + step + options.length + (now < 0 && step < 0 ? 1 : 0)) % options.length);
      } else if (event.key === 'Enter' && listed && current >= 0) {
        event.preventDefault();
        list.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(optionId(current))}`)?.click();
      } else if (event.key === 'Escape') {
        if (shown) setOpen(false);
        else {
          input!.value = '';
          change('');
        }
        setActive(-1);
      }
    }
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    input.addEventListener('keydown', onKeyDown);
    // Typed before this code came: searched now, as if just typed.
    if (input.value) {
      setQuery(input.value);
      setOpen(document.activeElement === input);
      void load();
    } else if (document.activeElement === input) void load();
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('keydown', onKeyDown);
    };
    // optionId depends only on listId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inputId, load, listId]);

  useEffect(() => {
    const input = box();
    if (!input) return;
    input.setAttribute('aria-expanded', String(expanded));
    if (expanded) input.setAttribute('aria-controls', listId);
    else input.removeAttribute('aria-controls');
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
  });

  function searchNow(transcript: string) {
    const text = transcriptToQuery(transcript);
    const input = box();
    if (input) input.value = text;
    void load();
    setQuery(text);
    setSettled(text);
    setActive(-1);
    setOpen(true);
    input?.focus();
  }

  return (
    <>
      <VoiceSearchButton onTranscript={searchNow} />
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
    </>
  );
}
