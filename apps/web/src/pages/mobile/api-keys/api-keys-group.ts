export { ApiKeysScreen } from './api-keys-screen';
export { ApiKeyNewScreen } from './api-key-new-screen';
export { ApiKeyEditScreen } from './api-key-edit-screen';
