'use client';

import arrowStyles from '@/components/ui/carousel-arrows.module.css';
import { Icon } from '@/components/ui/icon';
import { useEffect, useState } from 'react';
import { scrollToSection } from './scroll-to-section';
import styles from './section-nav.module.css';

// SPEC section 9: the active tab is the last section starting above scroll position + 200 px.
const ACTIVE_OFFSET_PX = 200;
const TAB_SCROLL_STEP_PX = 200;

const sectionLinks = (list: HTMLElement) => [...list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
const sectionId = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));

/**
 * The section bar's behaviour (section-nav.tsx), on its server-rendered list of links found by `listId`: a click
 * scrolls smoothly, the active tab follows the page and stays in view, and arrows (rendered here, the right one
 * placed after the list by CSS order) scroll the bar when it overflows.
 */
export function SectionNavLive({ listId }: { listId: string }) {
  const [active, setActive] = useState<string>();
  const [overflow, setOverflow] = useState({ left: false, right: false });

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    function onScroll() {
      const line = window.scrollY + ACTIVE_OFFSET_PX;
      const ids = sectionLinks(list!).map(sectionId);
      let current = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top + window.scrollY <= line) current = id;
      }
      setActive(current);
    }
    function onClick(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || !list!.contains(link)) return;
      event.preventDefault();
      scrollToSection(sectionId(link));
      setActive(sectionId(link));
    }
    function measure() {
      const max = list!.scrollWidth - list!.clientWidth;
      setOverflow({ left: list!.scrollLeft > 1, right: list!.scrollLeft < max - 1 });
    }
    onScroll();
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    window.addEventListener('scroll', onScroll, { passive: true });
    list.addEventListener('scroll', measure, { passive: true });
    list.addEventListener('click', onClick);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      list.removeEventListener('scroll', measure);
      list.removeEventListener('click', onClick);
    };
  }, [listId]);

  // The active tab marked, and kept in view by scrolling the bar only (scrollIntoView would also move the page and
  // cut short a smooth scroll to a section).
  useEffect(() => {
    const bar = document.getElementById(listId);
    if (!bar || active === undefined) return;
    let link: HTMLAnchorElement | undefined;
    for (const each of sectionLinks(bar)) {
      if (sectionId(each) === active) {
        each.setAttribute('aria-current', 'true');
        link = each;
      } else each.removeAttribute('aria-current');
    }
    if (!link) return;
    const start = link.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft;
    const end = start + link.offsetWidth;
    if (start < bar.scrollLeft) bar.scrollTo({ left: start });
    else if (end > bar.scrollLeft + bar.clientWidth) bar.scrollTo({ left: end - bar.clientWidth });
  }, [active, listId]);

  const scrollBar = (direction: 1 | -1) =>
    document.getElementById(listId)?.scrollBy({ left: direction * TAB_SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <>
      {overflow.left && (
        <button type="button" className={arrowStyles.arrow} aria-label="Scroll sections left" onClick={() => scrollBar(-1)}>
          <Icon name="chevron-left" />
        </button>
      )}
      {overflow.right && (
        <button
          type="button"
          className={`${arrowStyles.arrow} ${styles.after}`}
          aria-label="Scroll sections right"
          onClick={() => scrollBar(1)}
        >
          <Icon name="chevron-right" />
        </button>
      )}
    </>
  );
}
