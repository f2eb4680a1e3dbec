// Locators for the marketplace as a person sees it. Playwright's role, label and text
// locators pierce open shadow roots, so these work on the widget's shadow DOM as is.

/**
 * A tab of the tab bar by its visible name (Home, Task hall, Messages, Me). The tab bar is the
 * last navigation landmark of the widget (home also has a "Shortcuts" navigation whose
 * entries can share a tab's name).
 */
export function tab(scope, name) {
  return scope.getByRole('navigation').last().getByRole('button', { name, exact: true });
}

/**
 * Waits until some text is visible in scope (a page or a locator). Pages lower in the widget's
 * stack stay mounted but hidden, so only visible matches count.
 */
export async function see(scope, text, timeout = 15_000) {
  const locator = scope
    .getByText(text, typeof text === 'string' ? { exact: true } : undefined)
    .filter({ visible: true })
    .first();
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}
