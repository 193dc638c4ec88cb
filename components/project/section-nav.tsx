'use client';

import arrowStyles from '@/components/ui/carousel-arrows.module.css';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { scrollToSection } from './scroll-to-section';
import styles from './section-nav.module.css';

export type NavSection = { id: string; label: string };

// SPEC section 9: the active tab is the last section starting above scroll position + 200 px.
const ACTIVE_OFFSET_PX = 200;
const TAB_SCROLL_STEP_PX = 200;

/**
 * The sticky tab bar of the project page. Plain anchor links (they work without JavaScript);
 * with it, a click scrolls smoothly, the active tab follows the page and arrows scroll the bar.
 */
export function SectionNav({ sections }: { sections: readonly NavSection[] }) {
  const [active, setActive] = useState(sections[0]?.id);
  const [overflow, setOverflow] = useState({ left: false, right: false });
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    function onScroll() {
      const line = window.scrollY + ACTIVE_OFFSET_PX;
      let current = sections[0]?.id;
      for (const { id } of sections) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top + window.scrollY <= line) current = id;
      }
      setActive(current);
    }
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [sections]);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    function measure() {
      if (!element) return;
      const max = element.scrollWidth - element.clientWidth;
      setOverflow({ left: element.scrollLeft > 1, right: element.scrollLeft < max - 1 });
    }
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);

  // Keep the active tab in view by scrolling the bar only (scrollIntoView would also move the
  // page and cut short a smooth scroll to a section).
  useEffect(() => {
    const bar = list.current;
    const link = bar?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!bar || !link) return;
    const start = link.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft;
    const end = start + link.offsetWidth;
    if (start < bar.scrollLeft) bar.scrollTo({ left: start });
    else if (end > bar.scrollLeft + bar.clientWidth) bar.scrollTo({ left: end - bar.clientWidth });
  }, [active]);

  function onClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    event.preventDefault();
    scrollToSection(id);
    setActive(id);
  }

  function scrollBar(direction: 1 | -1) {
    list.current?.scrollBy({ left: direction * TAB_SCROLL_STEP_PX, behavior: 'smooth' });
  }

  return (
    <nav className={styles.nav} aria-label="Project sections">
      <div className={`container ${styles.inner}`}>
        {overflow.left && (
          <button type="button" className={arrowStyles.arrow} aria-label="Scroll sections left" onClick={() => scrollBar(-1)}>
            <Icon name="chevron-left" />
          </button>
        )}
        <ul ref={list} className={styles.list}>
          {sections.map(({ id, label }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className={styles.link}
                aria-current={active === id ? 'true' : undefined}
                onClick={(event) => onClick(event, id)}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
        {overflow.right && (
          <button type="button" className={arrowStyles.arrow} aria-label="Scroll sections right" onClick={() => scrollBar(1)}>
            <Icon name="chevron-right" />
          </button>
        )}
      </div>
    </nav>
  );
}
