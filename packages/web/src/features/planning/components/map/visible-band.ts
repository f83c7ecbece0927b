/** Below this height the map is not really in view: the whole frame is used instead. */
const MIN_BAND_PX = 160;
/** How finely the foot of the frame is searched for what covers it. */
const STEP_PX = 4;
/** A bar floating over the foot may leave this much of the map showing under it (its margin). */
const FOOT_GAP_PX = 48;

/**
 * The part of the map's frame the user sees, in the frame's own pixels (0 at its top): the frame cut
 * by the window's edges and by whatever is drawn over its foot — the planning page's sticky selection
 * bar covers about 150 px of an 800 px map on a laptop. Without it the map would open centred on
 * sites hidden under the bar, over an empty part of the map. Null when too little of it is in view
 * (or the frame is not there yet).
 */
export function visibleBand(frame: HTMLElement | null): { top: number; bottom: number } | null {
  if (!frame) return null;
  const rect = frame.getBoundingClientRect();
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, window.innerHeight);
  const x = rect.left + rect.width / 2;
  const showsMap = (y: number) => {
    const shown = document.elementFromPoint(x, y);
    return shown !== null && frame.contains(shown);
  };
  // Upwards from the lowest visible row: past a margin where the map shows, then over whatever
  // covers it, to the first row where the map shows again.
  let coverTop: number | null = null;
  for (let y = bottom - 1; y - top >= MIN_BAND_PX; y -= STEP_PX) {
    if (!showsMap(y)) coverTop = y;
    else if (coverTop !== null || bottom - y > FOOT_GAP_PX) break;
  }
  const seen = coverTop ?? bottom;
  if (seen - top < MIN_BAND_PX) return null;
  return { top: top - rect.top, bottom: seen - rect.top };
}
