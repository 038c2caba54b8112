interface WordChipsProps {
  words: readonly string[];
  extraWord: string;
  /** The extra word's tag (`extra`), said as well as shown, since its outline alone would not tell. */
  extraLabel: string;
  label: string;
}

/** A category's three words, then its extra word marked as such. */
export function WordChips({ words, extraWord, extraLabel, label }: WordChipsProps) {
  return (
    <ul className="word-chips" aria-label={label}>
      {words.map((word, index) => (
        <li key={`${index}:${word}`} className="word-chips__word">
          {word}
        </li>
      ))}
      <li className="word-chips__word word-chips__word--extra">
        <span className="word-chips__tag">{extraLabel}</span>
        {extraWord}
      </li>
    </ul>
  );
}
