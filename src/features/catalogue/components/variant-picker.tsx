import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { BATTERY_OPTIONS, OPTION_GROUPS } from '../constants';
import { isOptionAvailable, type Selection, type VariantLike } from '../variant-selection';

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

/** One exclusive choice per option group (colour, accent, battery), keyboard-operable toggle buttons. */
export function VariantPicker({ optionGroups, variants, selection, onChange }: VariantPickerProps) {
  const t = useTranslations('Product');
  const optionLabel = (groupCode: string, option: { code: string; name: string }) =>
    groupCode === OPTION_GROUPS.battery && (BATTERY_OPTIONS as readonly string[]).includes(option.code)
      ? t(`batteryOptions.${option.code as (typeof BATTERY_OPTIONS)[number]}`)
      : option.name;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {optionGroups.map((group) => {
        const labelKey = GROUP_LABEL_KEYS[group.code as keyof typeof GROUP_LABEL_KEYS];
        const labelId = `option-group-${group.code}`;
        return (
          <Box key={group.id}>
            <Typography id={labelId} component="h3" variant="h6" sx={{ mb: 1 }}>
              {labelKey ? t(labelKey) : group.name}
            </Typography>
            <ToggleButtonGroup
              exclusive
              color="primary"
              aria-labelledby={labelId}
              value={selection[group.id] ?? null}
              onChange={(_, optionId: string | null) => optionId && onChange({ ...selection, [group.id]: optionId })}
              sx={{
                flexWrap: 'wrap',
                gap: 1,
                '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1 },
              }}
            >
              {group.options.map((option) => (
                <ToggleButton
                  key={option.id}
                  value={option.id}
                  disabled={!isOptionAvailable(variants, selection, group.id, option.id)}
                  data-option-code={option.code}
                >
                  {optionLabel(group.code, option)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        );
      })}
    </Box>
  );
}
