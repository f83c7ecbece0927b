import type { Page } from 'playwright-core';

/** Web Mercator on 512 px tiles, as MapLibre draws: where a point is on the canvas for the view. */
export async function pixelOf(page: Page, lng: number, lat: number): Promise<{ x: number; y: number }> {
  const frame = page.getByTestId('inventory-map');
  const [center, zoom] = await Promise.all([
    frame.getAttribute('data-center'),
    frame.getAttribute('data-zoom'),
  ]);
  const [clng, clat] = (center ?? '').split(',').map(Number);
  const size = 512 * 2 ** Number(zoom);
  const project = (x: number, y: number) => [
    ((x + 180) / 360) * size,
    ((1 - Math.log(Math.tan(Math.PI / 4 + (y * Math.PI) / 360)) / Math.PI) / 2) * size,
  ];
  const [px, py] = project(lng, lat);
  const [cx, cy] = project(clng, clat);
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  return { x: box.x + box.width / 2 + (px - cx), y: box.y + box.height / 2 + (py - cy) };
}

/**
 * A user holding the mouse still before letting go, so a drag ends where it is instead of gliding on
 * (MapLibre's inertia follows the last moves' speed). A duration of the gesture, not a wait for the app.
 */
export async function holdStill(page: Page): Promise<void> {
  await page.waitForTimeout(300);
}

/**
 * The sticky selection bar (with the audience figures) covers the viewport's foot: the map is
 * brought to the top of the viewport so a site and a drag's path are on screen.
 */
export async function bringMapToTop(page: Page): Promise<void> {
  await page
    .locator('.maplibregl-canvas')
    .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 70));
}

/**
 * Clicks the cluster drawn nearest the middle of the map (of those within the canvas), as a user
 * opening a group, and answers the map's zoom before the click: the caller waits for it to grow.
 */
export async function clickClusterNearestMiddle(
  page: Page,
  clusters: { lng: number; lat: number }[],
): Promise<number> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const placed = await Promise.all(clusters.map((c) => pixelOf(page, c.lng, c.lat)));
  const inside = placed.filter(
    (at) => at.x > box.x && at.x < box.x + box.width && at.y > box.y && at.y < box.y + box.height,
  );
  const distance = (at: { x: number; y: number }) => Math.hypot(at.x - middle.x, at.y - middle.y);
  const nearest = inside.reduce((a, b) => (distance(a) <= distance(b) ? a : b));
  const zoom = Number(await page.getByTestId('inventory-map').getAttribute('data-zoom'));
  await page.mouse.click(nearest.x, nearest.y);
  return zoom;
}
