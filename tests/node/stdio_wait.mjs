// The official TypeScript MCP client starts `mailsocket-mcp` over stdio and waits for a code,
// printing JSON lines: {"progress", "total", "message"} per notification (with `progress`),
// then {"result": CallToolResult} or {"error": {"code", "message"}} (e.g. its own -32001).
// Usage: node stdio_wait.mjs <server command> <options JSON>
//   options: env (the server's environment), timeout_ms (the client's request timeout; omitted:
//            the SDK's default, 60 s), progress (listen for progress; the SDK then sends a
//            progressToken), abort_after_beats (cancel the call after that many notifications),
//            arguments (wait_for_otp's arguments besides inbox_id; `timeout` omitted: its default)
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const [command, optionsJson] = process.argv.slice(2);
const options = JSON.parse(optionsJson);
const print = (line) => console.log(JSON.stringify(line));

const client = new Client({ name: 'ts-stdio-test', version: '1.0.0' });
await client.connect(new StdioClientTransport({ command, args: [], env: options.env, stderr: 'inherit' }));
const inbox = (await client.callTool({ name: 'create_inbox', arguments: {} })).structuredContent.id;

const abort = new AbortController();
let seen = 0;
const requestOptions = { signal: abort.signal };
if (options.timeout_ms !== undefined) requestOptions.timeout = options.timeout_ms;
if (options.progress) {
  requestOptions.onprogress = ({ progress, total, message }) => {
    print({ progress, total, message });
    seen += 1;
    if (seen >= options.abort_after_beats) abort.abort('seen enough');
  };
}

try {
  const result = await client.callTool(
    { name: 'wait_for_otp', arguments: { inbox_id: inbox, ...options.arguments } },
    undefined,
    requestOptions,
  );
  print({ result });
} catch (error) {
  print({ error: { code: error.code ?? null, message: String(error.message ?? error) } });
}
await client.close();
