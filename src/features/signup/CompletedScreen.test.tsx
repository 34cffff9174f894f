import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../auth';
import { clientState } from '../../store';
import { makeConnection, renderScreen } from '../../testing/renderScreen';
import CompletedScreen from './CompletedScreen';
import { SIGNUP_JOINED, signupCreatedWith } from './signupProgress';

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

  it('confirms the connection the sign-up made and does not ask for what is done', () => {
    renderCompleted(signupCreatedWith('Connected to Cin7 Omni as shop-api.'));
    act(() =>
      clientState.setConnections([makeConnection({ id: 12, name: 'Shop Omni', status: 'PENDING_INIT' })]),
    );
    expect(screen.getByText('Connected to Cin7 Omni as shop-api.')).toBeInTheDocument();
    expect(screen.queryByText(/Connect a source system/)).not.toBeInTheDocument();
    expect(screen.queryByText(/API keys/)).not.toBeInTheDocument();
    expect(screen.getByText(/Run the first import/)).toBeInTheDocument();
  });

  it('leads on to the connection’s first import, Home beside it', () => {
    renderCompleted(signupCreatedWith('Connected to Cin7 Omni as shop-api.'));
    act(() =>
      clientState.setConnections([makeConnection({ id: 12, name: 'Shop Omni', status: 'PENDING_INIT' })]),
    );
    expect(screen.getByRole('button', { name: 'Start the first import' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
  });

  it('asks for the API keys when the connection was made without them', () => {
    renderCompleted(signupCreatedWith(null));
    act(() =>
      clientState.setConnections([
        makeConnection({ id: 12, status: 'PENDING_INIT', APIKey: { clientId: null, secret: null } }),
      ]),
    );
    expect(screen.getByText(/Enter your source system’s API keys on its connection/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the first import' })).not.toBeInTheDocument();
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
