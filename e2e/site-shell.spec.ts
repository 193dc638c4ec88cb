import { expect, test } from './support/test';

const mainNav = [
  ['Home', '/home'],
  ['Trending Projects', '/trending-projects'],
  ['About', '/about'],
  ['Career', '/career'],
  ['Contact Us', '/contact-us'],
] as const;

test.describe('header', () => {
  test('has the five links, a logo to / and a fixed 70px bar', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('position', 'fixed');
    expect((await header.boundingBox())?.height).toBe(70);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of mainNav) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await header.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('changes style after 50px of scroll and back', async ({ page }) => {
    await page.goto('/about');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('scrolls to the top on a route change', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with the toggle and closes when a link is chosen', async ({ page }) => {
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Career' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Career' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(nav.getByRole('link', { name: 'Career' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on Escape', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  test('links to the city pages, quick links and services', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('footer');
    // The city page, then the city's residential and commercial landing pages (issue 19).
    for (const city of ['Gurgaon', 'Delhi', 'Noida']) {
      const kinds = { 'New Projects': '', 'Residential Property': '/residential', 'Commercial Property': '/commercial' };
      for (const [kind, suffix] of Object.entries(kinds)) {
        await expect(footer.getByRole('link', { name: `${kind} in ${city}` })).toHaveAttribute(
          'href',
          `/city/${city.toLowerCase()}${suffix}`,
        );
      }
    }
    const expected: Record<string, string> = {
      Home: '/',
      'About Us': '/about',
      Careers: '/career',
      'Contact Us': '/contact-us',
      Residential: '/residential',
      Commercial: '/commercial',
      Plots: '/plots',
      'SCO Plots': '/sco',
    };
    for (const [label, href] of Object.entries(expected)) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('shows the address, phone, e-mail, enquiry form and the current year', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('footer');
    await expect(footer.locator('address')).toContainText('Gurugram');
    // The footer's own contact links; the enquiry form's privacy notice names the Grievance Officer's too.
    await expect(footer.locator('a[href^="tel:+91"]:not(form a)')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:info@"]:not(form a)')).toHaveCount(1);
    await expect(footer.getByRole('textbox', { name: /name/i })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('has five social links that open in a new tab safely', async ({ page }) => {
    await page.goto('/about');
    const social = page.locator('footer a[target="_blank"][aria-label*=" on "]');
    await expect(social).toHaveCount(5);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  });
});

test.describe('without JavaScript', () => {
  // The chrome's links and buttons are the server's HTML, which the browser keeps without their code
  // (a kept island, components/ui/island.tsx) or hydrates when their code comes (a hydrated island): none may be
  // missing, or be sent hidden at the end of the page for a script to move into place.
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the menu opens from its button, with the five links, the current page marked, and the call button', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of mainNav) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: /^Call / })).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/');
  });

  test('the footer has its city links, social links and form, and the call and WhatsApp buttons are there', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'New Projects in Noida' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'SCO Plots', exact: true })).toBeVisible();
    await expect(footer.locator('a[target="_blank"][aria-label*=" on "]')).toHaveCount(5);
    await expect(footer.getByRole('textbox', { name: /name/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Call Nestora Realty/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });
});

test('the chrome hydrates without a hydration error, and keeps the server’s links', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/about');
  await expect(page.locator('footer form')).toHaveAttribute('novalidate', '');
  await expect(page.locator('footer').getByRole('link', { name: 'New Projects in Noida' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career' })).toHaveAttribute('href', '/career');
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
});

test.describe('side social bar', () => {
  test('repeats the five social links on larger screens', async ({ page }) => {
    await page.goto('/about');
    const bar = page.getByRole('complementary', { name: 'Social media' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveCount(5);
  });

  test('is hidden on phones', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await expect(page.getByRole('complementary', { name: 'Social media' })).toBeHidden();
  });
});

test.describe('floating widgets', () => {
  test('WhatsApp button opens a wa.me link with the greeting', async ({ page }) => {
    await page.goto('/about');
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(chat).toBeVisible();
    const href = await chat.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    expect(new URL(href!).searchParams.get('text')).toBe('Hello, I am interested in your properties!');
    await expect(chat).toHaveAttribute('target', '_blank');
  });

  test('Inquire Now toggles the enquiry form and its label on desktop; no phone button', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: /^Call .* on \+91/ })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Inquire Now' });
    await toggle.click();
    const panel = page.locator('#floating-enquiry');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: /name/i })).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Inquire Now' })).toBeVisible();
  });

  test('on phones shows the call button and hides Inquire Now', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await expect(page.getByRole('link', { name: /^Call .* on \+91/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inquire Now' })).toBeHidden();
  });
});

test.describe('redirects and not found', () => {
  test('/contact permanently redirects to /contact-us', async ({ request }) => {
    const response = await request.get('/contact', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/contact-us');
  });

  test('/banglore permanently redirects to /bangalore', async ({ request }) => {
    const response = await request.get('/banglore', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/bangalore');
  });

  for (const path of ['/not-found', '/no-such-page', '/city/mumbai', '/project-details/no-such-developer/a/b']) {
    test(`${path} answers 404 with the SPEC's message`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Oops! The page you're looking for doesn't exist.");
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('an unknown project answers 404 with "Project not found" and a Go Back button', async ({ page }) => {
    await page.goto('/about');
    const response = await page.goto('/project-details/dlf/no-such-project');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});
