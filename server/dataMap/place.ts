/**
 * Where a school is drawn. The district's organisations carry no address or coordinates yet, so
 * the schools are spread evenly on a small circle around the district's centre, in a stable order
 * (by code): the map shows who is there and their counts, not a surveyed position.
 */
export const DISTRICT_CENTRE: [number, number] = [114.12, 22.55];

export function placeSchools<T extends { enCode: string }>(schools: T[], centre = DISTRICT_CENTRE, radius = 0.06): (T & { lng: number; lat: number })[] {
  const sorted = [...schools].sort((a, b) => a.enCode.localeCompare(b.enCode));
  return sorted.map((s, i) => {
    const angle = (2 * Math.PI * i) / Math.max(1, sorted.length);
    return { ...s, lng: +(centre[0] + radius * Math.cos(angle)).toFixed(5), lat: +(centre[1] + radius * Math.sin(angle)).toFixed(5) };
  });
}
