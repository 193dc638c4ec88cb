import { html, type SafeHtml } from './html';

type Option = { value: string; label: string };

export function selectField(name: string, label: string, options: Option[], selected = ''): SafeHtml {
  return html`<label>${label}<select name="${name}">${options.map(
    (option) =>
      html`<option value="${option.value}"${option.value === selected ? html` selected` : ''}>${option.label}</option>`,
  )}</select></label>`;
}

export function dateField(name: string, label: string, value = ''): SafeHtml {
  return html`<label>${label}<input type="date" name="${name}" value="${value}"></label>`;
}

/** The filter bar: GET form, so a filtered view is a link staff can bookmark or share. */
export function filterForm(action: string, fields: SafeHtml[], csvHref: string): SafeHtml {
  return html`<form class="filters" method="get" action="${action}">
${fields}
<button class="button" type="submit">Apply</button>
<a class="button secondary" href="${action}">Reset</a>
<a class="button accent" href="${csvHref}" download>Download CSV</a>
</form>`;
}

/** Previous / next links that keep the filter, with the current position between them. */
export function pagination(page: number, pages: number, hrefFor: (page: number) => string): SafeHtml {
  const link = (target: number, label: string, enabled: boolean) =>
    enabled ? html`<a href="${hrefFor(target)}">${label}</a>` : html`<span aria-disabled="true">${label}</span>`;
  return html`<nav class="pages" aria-label="Pages">
${link(page - 1, '← Newer', page > 1)}
<span>Page ${page} of ${pages}</span>
${link(page + 1, 'Older →', page < pages)}
</nav>`;
}

export function spamBadge(spam: boolean): SafeHtml | '' {
  return spam ? html`<span class="badge" title="Honeypot filled or sent too fast">Possible spam</span>` : '';
}

/** The results table, or a note when nothing matches. */
export function resultsTable(columns: string[], rows: SafeHtml[], emptyText: string): SafeHtml {
  if (rows.length === 0) return html`<p class="empty">${emptyText}</p>`;
  return html`<div class="table-wrap"><table>
<thead><tr>${columns.map((column) => html`<th scope="col">${column}</th>`)}</tr></thead>
<tbody>${rows}</tbody>
</table></div>`;
}
