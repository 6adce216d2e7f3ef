// A labelled group of radio buttons (the enquiry's kind, a report's reason), for client forms.

export function ChoiceFieldset<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  inline = false,
}: {
  legend: string;
  name: string;
  /** Each value with its label, in order. */
  choices: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  inline?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className={`mt-2 ${inline ? "flex flex-wrap gap-x-6 gap-y-2" : "space-y-1.5"}`}>
        {(Object.entries(choices) as Array<[T, string]>).map(([choice, label]) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
