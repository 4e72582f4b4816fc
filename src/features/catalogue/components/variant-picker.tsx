import { useTranslations } from 'next-intl';
import { BATTERY_OPTIONS, OPTION_GROUPS } from '../constants';
import { isOptionAvailable, type Selection, type VariantLike } from '../variant-selection';
import styles from './variant-picker.module.css';

interface OptionGroup {
  id: string;
  code: string;
  name: string;
  options: { id: string; code: string; name: string }[];
}

interface VariantPickerProps {
  optionGroups: OptionGroup[];
  variants: VariantLike[];
  selection: Selection;
  onChange: (selection: Selection) => void;
}

const GROUP_LABEL_KEYS = {
  [OPTION_GROUPS.color]: 'colour',
  [OPTION_GROUPS.accent]: 'accent',
  [OPTION_GROUPS.battery]: 'battery',
} as const;

/**
 * One exclusive choice per option group (colour, accent, battery) as native radio groups: keyboard behaviour
 * (arrow keys within a group, Tab between groups) comes from the browser, styling from a CSS module.
 */
export function VariantPicker({ optionGroups, variants, selection, onChange }: VariantPickerProps) {
  const t = useTranslations('Product');
  const optionLabel = (groupCode: string, option: { code: string; name: string }) =>
    groupCode === OPTION_GROUPS.battery && (BATTERY_OPTIONS as readonly string[]).includes(option.code)
      ? t(`batteryOptions.${option.code as (typeof BATTERY_OPTIONS)[number]}`)
      : option.name;

  return (
    <div className={styles.root}>
      {optionGroups.map((group) => {
        const labelKey = GROUP_LABEL_KEYS[group.code as keyof typeof GROUP_LABEL_KEYS];
        return (
          <fieldset key={group.id} className={styles.group}>
            <legend className={styles.legend}>{labelKey ? t(labelKey) : group.name}</legend>
            <div className={styles.options}>
              {group.options.map((option) => {
                const available = isOptionAvailable(variants, selection, group.id, option.id);
                return (
                  <label key={option.id} className={styles.option} data-option-code={option.code}>
                    <input
                      type="radio"
                      name={`variant-${group.code}`}
                      value={option.id}
                      checked={selection[group.id] === option.id}
                      disabled={!available}
                      onChange={() => onChange({ ...selection, [group.id]: option.id })}
                    />
                    <span>{optionLabel(group.code, option)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
