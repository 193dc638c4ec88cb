'use client';

import { ContactModal } from '@/components/forms/contact-modal';
import { useEffect, useState } from 'react';
import { LocalityGuideDialog } from './locality-guide-dialog';
import { TILE_DIALOG_ATTRIBUTE, type LocalityGuideView } from './tile-dialog';

type Opened = { kind: 'guide'; guide: LocalityGuideView } | { kind: 'contact' };

const tileOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(`[${TILE_DIALOG_ATTRIBUTE}]`) : null);

/**
 * The dialogs behind the home page's service and locality tiles. The tiles are server-rendered links (to the
 * contact page, to the locality's listing), which is what a tap does before this code has come or without
 * JavaScript; once it has, each becomes a button that opens its dialog here (issue 43: one small client part
 * instead of a client component around every tile). Renders nothing until a tile is used.
 */
export function TileDialogs({ guides }: { guides: readonly LocalityGuideView[] }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  // Each dialog stays mounted from its first opening on, so closing keeps its focus return in place.
  const [used, setUsed] = useState<{ contact: boolean; guides: readonly string[] }>({ contact: false, guides: [] });

  useEffect(() => {
    const tiles = [...document.querySelectorAll<HTMLElement>(`[${TILE_DIALOG_ATTRIBUTE}]`)];
    for (const tile of tiles) {
      tile.setAttribute('role', 'button');
      tile.setAttribute('aria-haspopup', 'dialog');
    }
    function open(tile: HTMLElement): boolean {
      const value = tile.getAttribute(TILE_DIALOG_ATTRIBUTE);
      const guide = guides.find((candidate) => value === `locality:${candidate.id}`);
      if (!guide && value !== 'contact') return false;
      // Safari does not focus a link it clicks; the dialog gives focus back to the tile.
      tile.focus();
      setOpened(guide ? { kind: 'guide', guide } : { kind: 'contact' });
      setUsed((now) =>
        guide ? (now.guides.includes(guide.id) ? now : { ...now, guides: [...now.guides, guide.id] }) : { ...now, contact: true },
      );
      return true;
    }
    function onClick(event: MouseEvent) {
      const tile = tileOf(event);
      // A modified click keeps the link's own meaning (a new tab for the listing, say).
      if (!tile || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (open(tile)) event.preventDefault();
    }
    function onKeyDown(event: KeyboardEvent) {
      // A button answers Space as well as Enter (Enter already clicks the link).
      const tile = tileOf(event);
      if (event.key !== ' ' || !tile || event.target !== tile) return;
      event.preventDefault();
      tile.click();
    }
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      for (const tile of tiles) {
        tile.removeAttribute('role');
        tile.removeAttribute('aria-haspopup');
      }
    };
  }, [guides]);

  const close = () => setOpened(null);
  return (
    <>
      {guides
        .filter((guide) => used.guides.includes(guide.id))
        .map((guide) => (
          <LocalityGuideDialog
            key={guide.id}
            guide={guide}
            open={opened?.kind === 'guide' && opened.guide.id === guide.id}
            onClose={close}
          />
        ))}
      {used.contact ? <ContactModal open={opened?.kind === 'contact'} onClose={close} source="contact-modal" /> : null}
    </>
  );
}
