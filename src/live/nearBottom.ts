/** Whether a scroll box is within `px` of its bottom (the lists load their next page there). */
export function nearBottom(el: { scrollTop: number; clientHeight: number; scrollHeight: number }, px: number): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= px;
}
