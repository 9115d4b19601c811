/**
 * The `port` type: port numbers (1-65535) and well-known service names (http, ssh...) become
 * lists of port numbers. Names are matched exactly, as Superset's table spells them.
 */
import {
  emptyResponse,
  isNumeric,
  pythonText,
  type AdvancedDataType,
  type AdvancedDataTypeResponse,
} from './advanced-data-type';

export const PORT_NAMES: Readonly<Record<string, readonly number[]>> = {
  http: [80],
  ssh: [22],
  https: [443],
  ftp: [20, 21],
  ftps: [989, 990],
  telnet: [23],
  telnets: [992],
  smtp: [25],
  submissions: [465],
  kerberos: [88],
  'kerberos-adm': [749],
  pop3: [110],
  pop3s: [995],
  nntp: [119],
  nntps: [563],
  ntp: [123],
  snmp: [161],
  ldap: [389],
  ldaps: [636],
  imap2: [143],
  imaps: [993],
  MySQL: [3306],
  'Remote Desktop': [3389],
  dns: [53],
  ctf: [84],
  pdap: [344],
};

export const internetPort: AdvancedDataType = {
  verboseName: 'port',
  description: 'represents of a port',
  convert(values): AdvancedDataTypeResponse {
    const response = emptyResponse();
    if (values.length === 1 && values[0] === '') {
      response.values.push(['']);
      return response;
    }
    for (const value of values) {
      const text = String(value);
      let ports: readonly number[] | undefined;
      if (isNumeric(text)) {
        const port = Number(text);
        ports = port >= 1 && port <= 65535 ? [port] : undefined;
      } else {
        ports = Object.hasOwn(PORT_NAMES, text) ? PORT_NAMES[text] : undefined;
      }
      if (!ports) {
        response.error_message = `'${text}' does not appear to be a port name or number`;
        break;
      }
      response.values.push([...ports]);
      response.display_value = response.values.map(pythonText).join(', ');
    }
    return response;
  },
};
