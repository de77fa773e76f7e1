import type {Locator, Page} from 'playwright-core';

/** The theme's announcement bar (role banner, announcing the 3.7 release). */
export function announcementBar(page: Page): Locator {
  return page.locator('[role="banner"]').filter({hasText: 'is out'});
}

export function navbar(page: Page): Locator {
  return page.getByRole('navigation', {name: 'Main'});
}

/** Whether the hideable navbar is currently slid out of view. */
export async function isNavbarHidden(page: Page): Promise<boolean> {
  return navbar(page).evaluate((element) => element.getBoundingClientRect().bottom <= 0);
}
