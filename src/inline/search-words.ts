/**
 * Runs where it stands, after a list's "Showing results for" line and before its list, while the page
 * is parsed: gives the list's own script (list-search.ts) the search read through the editors' words
 * (src/lib/search-words.ts), and says how it was read in the line. Its words are in the script
 * element's `data-w` (JSON, the list's own: wordsForList); the line's text as built is its lead.
 */
import { ListScriptWindow } from '../lib/list-script';
import { matchesReading, readQuery, type SearchWords } from '../lib/search-words';

const script = document.currentScript as HTMLScriptElement;
const words = JSON.parse(script.dataset.w as string) as SearchWords;
const line = script.previousElementSibling as HTMLElement;
const lead = line.textContent;

(window as unknown as Record<string, unknown>)[ListScriptWindow.words] = (query: string) => {
  const reading = readQuery(query, words);
  line.hidden = !reading.said;
  line.textContent = lead + (reading.said ?? '');
  return (text: string, values: Record<string, string | null | undefined>) => matchesReading(reading, text, (filter) => values[filter]);
};
