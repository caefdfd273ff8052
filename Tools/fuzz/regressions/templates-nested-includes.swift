{{! templates: nested sections and partials that include the next twice }}
{{#views}}{{#attributes}}{{> P0}}{{/attributes}}{{/views}}
{{!---}}
{{> P1}}{{> P1}}
{{!---}}
{{#views}}{{> P2}}{{> P2}}{{/views}}
{{!---}}
{{name}}
