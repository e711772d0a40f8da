// The official TypeScript MCP client against the gateway's mailbox toolset, with an mbx_ token as
// its Bearer: prints one JSON line with the tools it saw and the result of each call.
// Usage: node mailbox.mjs <mcp url> <token> <calls JSON: [[name, arguments], ...]>
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const [mcpUrl, token, callsJson] = process.argv.slice(2);
const client = new Client({ name: 'ts-mailbox-test', version: '1.0.0' });
await client.connect(
  new StreamableHTTPClientTransport(new URL(mcpUrl), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  }),
);
const tools = (await client.listTools()).tools.map((tool) => tool.name);
const results = [];
for (const [name, args] of JSON.parse(callsJson)) {
  results.push(await client.callTool({ name, arguments: args }));
}
console.log(JSON.stringify({ tools, results }));
await client.close();
