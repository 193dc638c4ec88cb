import { escapeHtml, html, SafeHtml } from './html';

it('escapes every interpolated value unless it is SafeHtml', () => {
  const name = '<script>alert("x")</script>';
  expect(html`<td>${name}</td>`.value).toBe('<td>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</td>');
  expect(html`<a title="${"' onmouseover='x"}">`.value).toBe('<a title="&#39; onmouseover=&#39;x">');
  expect(html`${new SafeHtml('<b>ok</b>')}`.value).toBe('<b>ok</b>');
});

it('joins arrays and drops empty values', () => {
  expect(html`<ul>${['a', 'b'].map((item) => html`<li>${item}</li>`)}${null}${false}${undefined}</ul>`.value).toBe(
    '<ul><li>a</li><li>b</li></ul>',
  );
  expect(escapeHtml('a & b')).toBe('a &amp; b');
});
