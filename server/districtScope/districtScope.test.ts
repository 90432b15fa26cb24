import { describe, expect, it } from 'vitest';
import { hasDistrictScope } from './districtScope';

describe('hasDistrictScope', () => {
  it('holds for the super administrator, wherever their account sits', () => {
    expect(hasDistrictScope({ isAdministrator: true, organize: { parentId: 'school' } })).toBe(true);
    expect(hasDistrictScope({ isAdministrator: true, organize: null })).toBe(true);
  });
  it('holds for an account of a root organisation (the bureau)', () => {
    expect(hasDistrictScope({ isAdministrator: false, organize: { parentId: '-1' } })).toBe(true);
  });
  it('does not hold for a school (an organisation under the bureau) or a missing organisation', () => {
    expect(hasDistrictScope({ isAdministrator: false, organize: { parentId: 'bureau-id' } })).toBe(false);
    expect(hasDistrictScope({ isAdministrator: false, organize: null })).toBe(false);
    expect(hasDistrictScope({ isAdministrator: false, organize: { parentId: '' } })).toBe(false);
  });
});
