import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import { renderWithProviders } from '@/testing/render';
import { View360 } from '../components/view-360';

const image = () => screen.getByRole('img', { name: /Alva One in/ });

describe('View360', () => {
  it('starts black with the white accent (SPEC §2 defaults), facing frame 0', () => {
    renderWithProviders(<View360 />);
    expect(image()).toHaveAttribute('src', '/images/360/black-white-accent/0.webp');
    expect(screen.getByRole('radio', { name: /Midnight Black/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /White accent/ })).toBeChecked();
    const slider = screen.getByRole('slider', { name: en.HomePage.view360Label });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('turns with the arrow keys (wrapping), Home and End, and with the buttons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<View360 />);
    const slider = screen.getByRole('slider');
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '30');
    expect(slider).toHaveAttribute('aria-valuetext', 'Turned 30 degrees');
    expect(image()).toHaveAttribute('src', '/images/360/black-white-accent/1.webp');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '330');
    expect(image()).toHaveAttribute('src', '/images/360/black-white-accent/11.webp');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '330');
    await user.click(screen.getByRole('button', { name: en.HomePage.rotateRight }));
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await user.click(screen.getByRole('button', { name: en.HomePage.rotateLeft }));
    expect(slider).toHaveAttribute('aria-valuenow', '330');
  });

  it('turns when dragged', () => {
    renderWithProviders(<View360 />);
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 100 + 24 * 3, pointerId: 1 });
    fireEvent.pointerUp(slider, { pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '90');
    fireEvent.pointerMove(slider, { clientX: 0, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '90');
  });

  it('changes paint with the colour and accent radios, keeping the angle, and stores them', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<View360 />);
    screen.getByRole('slider').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.click(screen.getByRole('radio', { name: /Pearl White/ }));
    expect(image()).toHaveAttribute('src', '/images/360/white-white-accent/2.webp');
    await user.click(screen.getByRole('radio', { name: /Black accent/ }));
    expect(image()).toHaveAttribute('src', '/images/360/white-black-accent/2.webp');
    expect(store.getState().homeUi).toMatchObject({ view360Color: 'white', view360Accent: 'black-accent' });
    // Keyboard: arrow keys move within a native radio group.
    screen.getByRole('radio', { name: /Pearl White/ }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: /Midnight Black/ })).toBeChecked();
    expect(image()).toHaveAttribute('src', '/images/360/black-black-accent/2.webp');
  });
});
