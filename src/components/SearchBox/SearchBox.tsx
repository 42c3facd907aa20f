import * as React from 'react';
import { Search } from 'lucide-react';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './SearchBox.css';

interface SearchBoxProps {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's name in the form it sits in (the URL query's key). */
  name?: string;
}

/**
 * A search field inside a `<form role="search">` (DirectoryView). Its magnifier is the form's
 * submit button, the first one in the form, so Enter sends the form before the app starts
 * (the browser's implicit submission presses the first submit button), never the sort button.
 */
export function SearchBox({ placeholder, value, onChange, name }: SearchBoxProps) {
  const id = React.useId();
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={visuallyHidden}>
        {placeholder}
      </label>
      <button type="submit" className={styles.submit} aria-label="Search" title="Search">
        <Search size={18} aria-hidden="true" />
      </button>
      <input
        id={id}
        className={styles.input}
        type="search"
        name={name}
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
