import * as React from 'react';
import { Search } from 'lucide-react';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './SearchBox.css';

interface SearchBoxProps {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ placeholder, value, onChange }: SearchBoxProps) {
  const id = React.useId();
  return (
    <div className={styles.root} role="search">
      <label htmlFor={id} className={visuallyHidden}>
        {placeholder}
      </label>
      <Search className={styles.icon} size={18} aria-hidden="true" />
      <input
        id={id}
        className={styles.input}
        type="search"
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
