/** The staff pages' whole stylesheet, inline because their CSP allows no other source. */
export const adminStyles = `
:root { --primary: #12355b; --accent: #c8922a; --border: #dde3ea; --muted: #5b6777; --alt: #f5f7fa; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1c2530; background: #fff; }
header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 24px; padding: 12px 20px; background: var(--primary); color: #fff; }
header strong { font-size: 17px; }
header nav { display: flex; gap: 4px; }
header a { color: #fff; text-decoration: none; padding: 6px 12px; border-radius: 999px; }
header a[aria-current='page'] { background: rgb(255 255 255 / 0.18); }
main { padding: 20px; max-width: 1400px; margin: 0 auto; }
h1 { margin: 0 0 4px; font-size: 24px; color: var(--primary); }
.summary { margin: 0 0 16px; color: var(--muted); }
form.filters { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 12px; padding: 12px; margin-bottom: 16px; background: var(--alt); border-radius: 10px; }
form.filters label { display: grid; gap: 4px; font-size: 13px; font-weight: 600; }
form.filters select, form.filters input { min-height: 36px; padding: 4px 8px; border: 1px solid var(--border); border-radius: 6px; font: inherit; background: #fff; }
.button { display: inline-flex; align-items: center; min-height: 36px; padding: 6px 16px; border: 0; border-radius: 999px; background: var(--primary); color: #fff; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
.button.secondary { background: #fff; color: var(--primary); box-shadow: inset 0 0 0 2px var(--primary); }
.button.accent { background: var(--accent); }
.table-wrap { overflow-x: auto; border: 1px solid var(--border); border-radius: 10px; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: 8px 10px; text-align: left; vertical-align: top; border-bottom: 1px solid var(--border); }
th { position: sticky; top: 0; background: var(--alt); font-size: 13px; white-space: nowrap; }
tbody tr:hover { background: #fafbfc; }
td.message { min-width: 240px; max-width: 420px; white-space: pre-wrap; overflow-wrap: anywhere; }
td.nowrap { white-space: nowrap; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 600; background: #fdecea; color: #b42318; }
.empty { padding: 32px; text-align: center; color: var(--muted); }
nav.pages { display: flex; align-items: center; justify-content: center; gap: 12px; margin-top: 16px; }
nav.pages span[aria-disabled] { opacity: 0.4; }
`;
