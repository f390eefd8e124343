import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALLOW_BROWSER_NOTIFICATIONS,
  BROWSER_NOTIFICATIONS_BLOCKED,
  BrowserNotificationsPermission,
} from './BrowserNotificationsPermission';

/** The browser's `Notification` as far as permission goes; `answer` is what the prompt returns. */
function stubNotification(permission: NotificationPermission, answer = permission) {
  const fake = {
    permission,
    requestPermission: vi.fn(async () => {
      fake.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', fake);
  return fake;
}

afterEach(() => vi.unstubAllGlobals());

const allowButton = () => screen.queryByRole('button', { name: ALLOW_BROWSER_NOTIFICATIONS });

describe('BrowserNotificationsPermission', () => {
  it('asks the browser when the button is clicked, and goes once allowed', async () => {
    const user = userEvent.setup();
    const fake = stubNotification('default', 'granted');
    render(<BrowserNotificationsPermission />);

    await user.click(allowButton()!);
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    expect(allowButton()).toBeNull();
    expect(screen.queryByText(BROWSER_NOTIFICATIONS_BLOCKED)).toBeNull();
  });

  it('asks from the keyboard too', async () => {
    const user = userEvent.setup();
    const fake = stubNotification('default', 'granted');
    render(<BrowserNotificationsPermission />);

    await user.tab();
    expect(document.activeElement).toBe(allowButton());
    await user.keyboard('{Enter}');
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('says where to allow them once the person blocks them', async () => {
    const user = userEvent.setup();
    stubNotification('default', 'denied');
    render(<BrowserNotificationsPermission />);

    await user.click(allowButton()!);
    expect(allowButton()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(BROWSER_NOTIFICATIONS_BLOCKED);
  });

  it('shows what the browser reports when it refuses to ask', async () => {
    const user = userEvent.setup();
    const fake = stubNotification('default');
    fake.requestPermission.mockImplementation(async () => {
      fake.permission = 'denied';
      throw new TypeError('Not allowed in this frame');
    });
    render(<BrowserNotificationsPermission />);

    await user.click(allowButton()!);
    expect(await screen.findByText(BROWSER_NOTIFICATIONS_BLOCKED)).toBeDefined();
  });

  it('shows nothing once they are allowed', () => {
    stubNotification('granted');
    const { container } = render(<BrowserNotificationsPermission />);
    expect(container.childElementCount).toBe(0);
  });

  it('shows nothing in a browser without notifications', () => {
    vi.stubGlobal('Notification', undefined);
    const { container } = render(<BrowserNotificationsPermission />);
    expect(container.childElementCount).toBe(0);
  });

  // The page header is a deep shade in dark mode: a button in the theme's primary tint would not read.
  it('takes the colour of the text around it, in dark mode too', () => {
    stubNotification('default');
    render(
      <ThemeProvider theme={createTheme({ palette: { mode: 'dark' } })}>
        <div style={{ color: 'rgb(255, 255, 255)' }}>
          <BrowserNotificationsPermission />
        </div>
      </ThemeProvider>,
    );
    expect(getComputedStyle(allowButton()!).color).toBe('rgb(255, 255, 255)');
  });
});
