/**
 * Follows the page's scroll and tells which section lies under the sticky tabs (the last one at
 * the page's end); a tapped tab stays current while the page glides to it. Loaded after the first
 * paint: the tabs work as links without it. Returns what stops it.
 */
export function watchSections(
  sections: HTMLElement[],
  nav: () => HTMLElement | null,
  tapped: { current: { id: string; until: number } | null },
  setActive: (id: string) => void,
): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    if (tapped.current && Date.now() < tapped.current.until) return setActive(tapped.current.id);
    tapped.current = null;
    const line = (nav()?.getBoundingClientRect().bottom ?? 0) + 16;
    const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
    let current = sections[0]?.id;
    for (const section of sections) if (section.getBoundingClientRect().top <= line) current = section.id;
    if (atEnd && window.scrollY > 0) current = sections.at(-1)?.id;
    if (current) setActive(current);
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const onScrollEnd = () => {
    tapped.current = null;
  };
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll);
  window.addEventListener('scrollend', onScrollEnd);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
    window.removeEventListener('scrollend', onScrollEnd);
  };
}
