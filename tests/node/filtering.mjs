// The official TypeScript MCP client under the gateway's per-request tool filtering: prints one
// JSON line with the tools a read-only connection lists, its call of a hidden writer, and the
// tools a connection narrowed by X-MCP-Tools lists.
// Usage: node filtering.mjs <mcp url> <mailsocket key>
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const [mcpUrl, key] = process.argv.slice(2);

async function connect(headers) {
  const client = new Client({ name: 'ts-filtering-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), {
    requestInit: { headers: { Authorization: `Bearer ${key}`, ...headers } },
  });
  await client.connect(transport);
  return client;
}

const names = async (client) => (await client.listTools()).tools.map((tool) => tool.name);

const readOnly = await connect({ 'X-MCP-Readonly': '1' });
const readOnlyTools = await names(readOnly);
const deleted = await readOnly.callTool({ name: 'delete_inbox', arguments: { inbox_id: 'inb_1' } });
await readOnly.close();

const narrowed = await connect({ 'X-MCP-Tools': 'wait_for_otp,get_latest' });
const narrowedTools = await names(narrowed);
await narrowed.close();

console.log(JSON.stringify({ read_only: readOnlyTools, delete_inbox: deleted, narrowed: narrowedTools }));
