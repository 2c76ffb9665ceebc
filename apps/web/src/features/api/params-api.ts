import { paramByNameCall } from '@exchange/contracts';
import { bbCall } from './bb-call';

/** GET /paramter/getParamListByKeyName (SPEC §7): an operator parameter's value. */
export async function fetchParam(paramName: string): Promise<string> {
  return (await bbCall(paramByNameCall, { paramName })).valueName;
}
