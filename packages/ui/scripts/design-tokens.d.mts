export function designTokens(themeCss: string, compiledCss: string): Record<string, unknown>;
