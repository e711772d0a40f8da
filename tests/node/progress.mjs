// The official TypeScript MCP client waits for a code with `onprogress`, printing JSON lines:
// {"progress", "total", "message"} per notification; {"ready": inbox id} once it has seen
// `beats` notifications and `after_ms` have passed (the test then sends the mail); at the end
// {"result": CallToolResult} or {"error": {"code", "message"}} (e.g. its own request timeout).
// Usage: node progress.mjs <mcp url> <mailsocket key> <options JSON>
//   options: timeout_ms (the client's request timeout), reset (resetTimeoutOnProgress),
//            wait_timeout (the tool's `timeout` argument), beats, after_ms
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { performance } from 'node:perf_hooks';

const [mcpUrl, key, optionsJson] = process.argv.slice(2);
const options = JSON.parse(optionsJson);
const print = (line) => console.log(JSON.stringify(line));

const client = new Client({ name: 'ts-progress-test', version: '1.0.0' });
await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), {
  requestInit: { headers: { Authorization: `Bearer ${key}` } },
}));
const inbox = (await client.callTool({ name: 'create_inbox', arguments: {} })).structuredContent.id;

const started = performance.now();
let seen = 0;
let ready = false;
function onprogress({ progress, total, message }) {
  print({ progress, total, message });
  seen += 1;
  if (!ready && seen >= options.beats && performance.now() - started >= options.after_ms) {
    ready = true;
    print({ ready: inbox });
  }
}

try {
  const result = await client.callTool(
    { name: 'wait_for_otp', arguments: { inbox_id: inbox, timeout: options.wait_timeout } },
    undefined,
    { onprogress, timeout: options.timeout_ms, resetTimeoutOnProgress: options.reset },
  );
  print({ result });
} catch (error) {
  print({ error: { code: error.code, message: error.message } });
}
await client.close();
