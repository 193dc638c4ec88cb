'use client';

import { useId, useState } from 'react';
import styles from './expandable-text.module.css';

type ExpandableTextProps = {
  short: string;
  full: readonly string[];
  moreLabel?: string;
  lessLabel?: string;
};

/** Shows `short` until the visitor asks for the full paragraphs. Both are computed on the server. */
export function ExpandableText({ short, full, moreLabel = 'Read more', lessLabel = 'Show less' }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const isTruncated = full.join(' ').trim() !== short.trim();
  return (
    <div className={styles.text}>
      <div id={id}>{expanded ? full.map((paragraph, index) => <p key={index}>{paragraph}</p>) : <p>{short}</p>}</div>
      {isTruncated && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      )}
    </div>
  );
}
