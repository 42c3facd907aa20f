/**
 * Values kept as JSON in the browser's storage (a form's draft), through the guarded helper: a value
 * that does not parse or has another shape reads as nothing stored, and is dropped.
 */
import { readStored, removeStored, writeStored, type StorageArea } from './browser-storage';

/** A type guard: what a stored value must be to be used. */
export type StoredShape<T> = (value: unknown) => value is T;

/**
 * The JSON value stored under `key` when it has the shape `shape` asks for; null otherwise. A
 * value that does not parse or has another shape is removed, so the next write starts clean.
 */
export function readStoredJson<T>(key: string, shape: StoredShape<T>, area: StorageArea = 'local'): T | null {
  const text = readStored(key, area);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (shape(value)) return value;
  } catch {
    // Damaged: dropped below, like a value of the wrong shape.
  }
  removeStored(key, area);
  return null;
}

/** Stores `value` as JSON; false when it could not be kept. */
export function writeStoredJson(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return writeStored(key, text, area);
}

/** A plain object whose every value is a string (a form's draft: answers by field name). */
export function isStringRecord(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((entry) => typeof entry === 'string');
}
