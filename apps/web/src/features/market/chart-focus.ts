/**
 * klinecharts gives its container `tabindex="1"`, which pulls the chart ahead of everything else in
 * the keyboard order (axe: "tabindex"). Put it back in document order, still focusable.
 */
export function keepChartInTabOrder(host: HTMLElement): void {
  for (const el of host.querySelectorAll<HTMLElement>('[tabindex]')) if (el.tabIndex > 0) el.tabIndex = 0;
}
