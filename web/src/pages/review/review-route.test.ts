import { describe, expect, it } from 'vitest';
import { reviewAddress, reviewPath } from './review-route.ts';

const ID = '0b7e2d4c-5f7a-4e1b-9c3d-2a6f8e9b1c00';

describe("a review page's address", () => {
  it('names its dossier on each regime’s page', () => {
    expect(reviewAddress(reviewPath(ID, 'IM'))).toBe(ID);
    expect(reviewAddress(reviewPath(ID, 'EX'))).toBe(ID);
    expect(reviewAddress(`/Dossiers/${ID}/ReviewTransit/`)).toBe(ID);
  });

  it('is no review for the other pages of a dossier, nor for a malformed id', () => {
    expect(reviewAddress(`/Dossiers/${ID}`)).toBeUndefined();
    expect(reviewAddress(`/Dossiers/${ID}/DeclareImport`)).toBeUndefined();
    expect(reviewAddress(`/Dossiers/${ID}/ReviewImport/more`)).toBeUndefined();
    expect(reviewAddress('/Dossiers/%E0%A4%A/ReviewImport')).toBeUndefined();
  });
});
