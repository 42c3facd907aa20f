/**
 * JSON.parse keeps the last of two values given under one key and says nothing; an editor who
 * pasted a field twice would never know which one the site uses. This walks the text itself
 * (after JSON.parse accepted it) and names every key an object gives twice.
 */

/** A key one object gives twice, and where that object is: the keys (and list positions) leading to it, [] for the whole file. */
export interface DuplicateKey {
  path: readonly string[];
  key: string;
}

interface ObjectFrame {
  keys: Set<string>;
  path: string[];
  /** True between `{` or `,` and the next key. */
  awaitingKey: boolean;
  /** The key of the value being read. */
  current: string;
}

interface ListFrame {
  keys: null;
  path: string[];
  index: number;
}

/** Every key given twice in one object of `text`, in the order they appear; `text` must be JSON that JSON.parse accepts. */
export function duplicateJsonKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const stack: (ObjectFrame | ListFrame)[] = [];
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    const top = stack.at(-1);
    if (char === '"') {
      let end = at + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top?.keys && top.awaitingKey) {
        const key = JSON.parse(text.slice(at, end + 1)) as string;
        if (top.keys.has(key)) found.push({ path: top.path, key });
        top.keys.add(key);
        top.awaitingKey = false;
        top.current = key;
      }
      at = end;
    } else if (char === '{' || char === '[') {
      const path = top ? [...top.path, top.keys ? top.current : String(top.index)] : [];
      stack.push(char === '{' ? { keys: new Set(), path, awaitingKey: true, current: '' } : { keys: null, path, index: 0 });
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ',' && top) {
      if (top.keys) top.awaitingKey = true;
      else top.index++;
    }
  }
  return found;
}
