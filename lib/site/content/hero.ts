/** The home hero's five cross-fading backgrounds (SPEC section 9), generated into public/. */
export const HERO_IMAGES: readonly string[] = [1, 2, 3, 4, 5].map((n) => `/images/hero/hero-${n}.webp`);
