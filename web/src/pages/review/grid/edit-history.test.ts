import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, record, redo, startHistory, undo } from './edit-history.ts';

interface Page {
  readonly header: string;
  readonly lines: readonly string[];
}

const first: Page = { header: 'IM A', lines: ['Bolts'] };
const second: Page = { header: 'IM A', lines: ['Bolts', 'Nuts'] };
const third: Page = { header: 'EX A', lines: ['Bolts', 'Nuts'] };

describe('undoing and redoing edits of the page', () => {
  it('starts with nothing to undo or redo', () => {
    const history = startHistory(first);
    expect(history).toEqual({ past: [], present: first, future: [] });
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
  });

  it('undoes and redoes edits in order', () => {
    const edited = record(record(startHistory(first), second), third);
    expect(canUndo(edited)).toBe(true);
    const once = undo(edited);
    expect(once.present).toBe(second);
    const twice = undo(once);
    expect(twice).toEqual({ past: [], present: first, future: [second, third] });
    expect(canUndo(twice)).toBe(false);
    expect(canRedo(twice)).toBe(true);
    expect(redo(twice).present).toBe(second);
    expect(redo(redo(twice))).toEqual(edited);
  });

  it('records nothing when the state is the same object', () => {
    const history = record(startHistory(first), second);
    expect(record(history, second)).toBe(history);
  });

  it('records an equal but new state, as the page makes one only on an edit', () => {
    const history = record(startHistory(first), { ...first });
    expect(history.past).toEqual([first]);
  });

  it('forgets what was undone once a new edit is recorded', () => {
    const history = record(undo(record(startHistory(first), second)), third);
    expect(history).toEqual({ past: [first], present: third, future: [] });
    expect(canRedo(history)).toBe(false);
  });

  it('returns the same history when there is nothing to undo or redo', () => {
    const history = startHistory(first);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('keeps at most the limit of past states, dropping the oldest', () => {
    let history = startHistory(0);
    for (let state = 1; state <= 5; state += 1) history = record(history, state, 3);
    expect(history).toEqual({ past: [2, 3, 4], present: 5, future: [] });
  });

  it('keeps 200 past states by default', () => {
    let history = startHistory(0);
    for (let state = 1; state <= 250; state += 1) history = record(history, state);
    expect(history.past).toHaveLength(200);
    expect(history.past[0]).toBe(50);
  });

  it('keeps no past state with a limit of 0', () => {
    expect(record(startHistory(0), 1, 0)).toEqual({ past: [], present: 1, future: [] });
  });
});
