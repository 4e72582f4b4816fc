import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

export function CartIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14.8h9.9c.8 0 1.4-.4 1.7-1.1L22 6.5 20.3 5.6l-3.2 7.2H7.6L3.8 4H1v2h1.5l3.6 8.4-1.4 2.4c-.6 1.1.2 2.2 1.4 2.2H19v-2H7.1l1-1.2Z" />
    </SvgIcon>
  );
}
