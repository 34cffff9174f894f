import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../auth';
import { clientState } from '../../store';
import { renderScreen } from '../../testing/renderScreen';
import CompletedScreen from './CompletedScreen';
import { SIGNUP_JOINED } from './signupProgress';

const renderCompleted = (state: unknown = null) =>
  renderScreen(<CompletedScreen />, {
    path: '/signup/completed',
    label: 'Signup Completed',
    entry: { pathname: '/signup/completed', state },
  });

describe('/signup/completed', () => {
  beforeEach(() => {
    useAuthStore.setState({ phase: 'ready', idToken: 'a.b.c' });
    clientState.clear();
    clientState.setUser('u-1', 'Ada');
  });

  it('right after the sign-up, says what happens next in the instance', () => {
    renderCompleted(SIGNUP_JOINED);
    expect(screen.getByText('You are all set up in Harbour Traders. What happens next:')).toBeInTheDocument();
  });

  it('to a visitor signed out, a sentence and a Sign in button', () => {
    useAuthStore.setState({ phase: 'signed-out', idToken: null });
    renderCompleted();
    expect(screen.getByText(/Sign in to see your company’s instance/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('coming back later, says the company is already set up and leads Home', () => {
    renderCompleted();
    expect(
      screen.getByText(/Harbour Traders is already set up: its sign-up is behind it/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
    expect(screen.queryByText(/What happens next/)).not.toBeInTheDocument();
  });
});
