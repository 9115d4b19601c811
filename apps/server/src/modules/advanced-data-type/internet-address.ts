/**
 * The `internet_address` type: IPv4/IPv6 addresses and CIDR networks (`10.0.0.0/8`) become the
 * integers stored in the column: a single address is one integer, a network `{start, end}`.
 * The first value that is not a network stops the conversion with Python's error text.
 */
import {
  emptyResponse,
  type AdvancedDataType,
  type AdvancedDataTypeResponse,
  type IntegerValue,
} from './advanced-data-type';
import { notANetwork, parseIpNetwork } from './ip-network';

function integer(value: bigint): IntegerValue {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : value;
}

function display(value: unknown): string {
  if (typeof value === 'object' && value !== null && 'start' in value && 'end' in value)
    return `${String(value.start)} - ${String(value.end)}`;
  return String(value);
}

export const internetAddress: AdvancedDataType = {
  verboseName: 'internet address',
  description: 'represents both an ip and cidr range',
  convert(values): AdvancedDataTypeResponse {
    const response = emptyResponse();
    if (values.length === 1 && values[0] === '') {
      response.values.push('');
      return response;
    }
    for (const value of values) {
      const text = String(value);
      const network = parseIpNetwork(text);
      if (!network) {
        response.error_message = notANetwork(text);
        break;
      }
      response.values.push(
        network.first === network.last
          ? integer(network.first)
          : { start: integer(network.first), end: integer(network.last) },
      );
      response.display_value = response.values.map(display).join(', ');
    }
    return response;
  },
};
