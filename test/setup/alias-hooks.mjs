const map = {
  'react': 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  '@preact/signals-react': '@preact/signals-core',
};

export async function resolve(specifier, context, next) {
  if (specifier in map) return next(map[specifier], context);
  return next(specifier, context);
}
