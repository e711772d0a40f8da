// Drives the official TypeScript MCP client through the gateway's OAuth flow and prints one
// JSON line: how it registered, the tools it saw, and whether a refresh renewed its token.
// Usage: node connect.mjs <mcp url> <mailsocket key> [client metadata document URL]
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';

const [mcpUrl, key, metadataUrl] = process.argv.slice(2);
const redirectUrl = 'http://127.0.0.1:9/callback';

class MemoryProvider {
  constructor() {
    this.saved = {};
    this.clientMetadataUrl = metadataUrl;
  }
  get redirectUrl() { return redirectUrl; }
  get clientMetadata() {
    return {
      client_name: 'typescript sdk test',
      redirect_uris: [redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  state() { return 'ts-state-0123456789'; }
  clientInformation() { return this.saved.client; }
  saveClientInformation(client) { this.saved.client = client; }
  tokens() { return this.saved.tokens; }
  saveTokens(tokens) { this.saved.tokens = tokens; }
  redirectToAuthorization(url) { this.authorizationUrl = url; }
  saveCodeVerifier(verifier) { this.saved.verifier = verifier; }
  codeVerifier() { return this.saved.verifier; }
}

// The person in the browser: open the consent page, paste the key, submit.
async function consent(authorizationUrl) {
  const page = await fetch(authorizationUrl);
  const html = await page.text();
  const form = /name="form" value="([^"]+)"/.exec(html)[1].replaceAll('&amp;', '&');
  const answer = await fetch(new URL('/authorize', authorizationUrl), {
    method: 'POST',
    body: new URLSearchParams({ form, api_key: key, decision: 'allow' }),
    redirect: 'manual',
  });
  const back = new URL(answer.headers.get('location'));
  if (back.searchParams.get('state') !== 'ts-state-0123456789') throw new Error('state lost');
  return back.searchParams.get('code');
}

async function session(provider) {
  const client = new Client({ name: 'ts-oauth-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider }));
  return client;
}

const provider = new MemoryProvider();
const first = new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider });
try {
  await new Client({ name: 'ts-oauth-test', version: '1.0.0' }).connect(first);
  throw new Error('connected without signing in');
} catch (error) {
  if (!(error instanceof UnauthorizedError)) throw error;
}
await first.finishAuth(await consent(provider.authorizationUrl));

let client = await session(provider);
const tools = (await client.listTools()).tools.map((tool) => tool.name);
const inbox = await client.callTool({ name: 'create_inbox', arguments: { label: 'typescript' } });
await client.close();

// Spoil the access token: the next call gets 401, refreshes, and succeeds without a consent.
const before = provider.saved.tokens.access_token;
provider.saved.tokens = { ...provider.saved.tokens, access_token: 'msoat_' + 'A'.repeat(60) };
client = await session(provider);
const listed = await client.callTool({ name: 'list_inboxes', arguments: {} });
await client.close();

console.log(JSON.stringify({
  client_id: provider.saved.client.client_id,
  tools,
  created: inbox.structuredContent,
  listed: listed.structuredContent,
  refreshed: provider.saved.tokens.access_token !== before && !provider.saved.tokens.access_token.endsWith('AAAA'),
}));
