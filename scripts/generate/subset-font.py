"""Subsets the site's Inter variable font to the characters the site shows.

The full Latin build (scripts/generate/fonts/*.source.woff2, 48 KB) is preloaded on every page; the subset keeps
the whole weight axis and the layout features the CSS uses, and halves the bytes ahead of the first paint.
Characters outside the subset (e.g. emoji, fullwidth signs) fall back to the system font.

    /usr/bin/python3 scripts/generate/subset-font.py      # needs Debian's python3-fonttools and python3-brotli
"""
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / 'scripts/generate/fonts/inter-latin-wght-normal.source.woff2'
TARGET = ROOT / 'app/fonts/inter-subset-wght.woff2'

# ASCII, then the Latin-1 letters and signs found in data/ and the copy, typographic quotes and dashes,
# the rupee sign and a few maths signs (EMI calculator, budgets).
UNICODES = [
    *range(0x20, 0x7F),
    0xA0, 0xA9, 0xAE, 0xB0, 0xB1, 0xB2, 0xB7, 0xD7, 0xE7, 0xE9, 0xF6,
    0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x20B9, 0x2122, 0x2212, 0x2264, 0x2265,
]
# Kerning, ligatures and contextual forms as browsers apply by default, and tabular figures (portfolio table).
FEATURES = ['calt', 'ccmp', 'kern', 'liga', 'locl', 'mark', 'mkmk', 'tnum']


def main() -> None:
    options = subset.Options()
    options.flavor = 'woff2'
    options.layout_features = FEATURES
    options.name_IDs = ['*']
    options.notdef_outline = True
    font = TTFont(SOURCE)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)
    font.flavor = 'woff2'
    font.save(TARGET)
    print(f'{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes (source {SOURCE.stat().st_size})')


if __name__ == '__main__':
    main()
