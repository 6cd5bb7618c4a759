import { describe, expect, it } from 'vitest';
import { skillGroupsOf, verbatimItems } from './account-lists.ts';

describe('list items wrapped on a joining word', () => {
  it('joins a line that stops on "and" / "dan" to the next, and leaves whole lines apart', () => {
    expect(
      skillGroupsOf(['Pelayanan Pelanggan, Bahasa Inggris, Food and', 'Beverage'])[0]!.skills,
    ).toEqual(['Pelayanan Pelanggan', 'Bahasa Inggris', 'Food and Beverage']);
    expect(verbatimItems(['Manajemen Risiko dan', 'Kepatuhan', 'Microsoft Excel'])).toEqual([
      'Manajemen Risiko dan Kepatuhan',
      'Microsoft Excel',
    ]);
    expect(verbatimItems(['Research and Development', 'Microsoft Excel'])).toEqual([
      'Research and Development',
      'Microsoft Excel',
    ]);
  });
});
