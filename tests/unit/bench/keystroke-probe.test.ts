import { keystrokeSequence } from '../../../bench/lib/keystroke-probe';

describe('the keys the keystroke probe types', () => {
  it('types "spoke bike 1" and deletes it again, spaces as Space', () => {
    const keys = keystrokeSequence(24);
    expect(keys.slice(0, 12).join('')).toBe('spokeSpacebikeSpace1');
    expect(keys.slice(12)).toEqual(Array(12).fill('Backspace'));
  });

  it('never deletes more than it typed, so every key changes the search box', () => {
    for (const count of [1, 5, 20, 30, 60]) {
      let length = 0;
      for (const key of keystrokeSequence(count)) {
        length += key === 'Backspace' ? -1 : 1;
        expect(length).toBeGreaterThanOrEqual(0);
      }
      expect(keystrokeSequence(count)).toHaveLength(count);
    }
  });
});
