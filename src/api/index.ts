export { apiRequest, configureApiClient, type ApiClientSettings } from './client';
export { ApiError, noticeTextFor } from './apiError';
export { useApiMutation } from './queries';
export { API_PATHS, INSTANCE_HEADER } from '@wharf/contract/paths.ts';
export { notifyFailure } from './notifyFailure';
