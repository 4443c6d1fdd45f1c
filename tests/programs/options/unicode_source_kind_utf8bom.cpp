// A byte order mark decides the encoding whatever --unicode_source_kind
// says (FF FE: UTF-16LE, FE FF: UTF-16BE, EF BB BF: UTF-8) and is not
// part of the text: this probe is given in UTF-8 with its mark.
// INPUT-ENCODING: UTF-8 BOM
// OPTIONS:
// OPTIONS: --unicode_source_kind=UTF-16
// OPTIONS: --unicode_source_kind=UTF-16BE
// OPTIONS: --unicode_source_kind=none
// HOST-GREP: ^const char \*s = \(?"(é€😀|\\303\\251\\342\\202\\254\\360\\237\\230\\200)"\)?;
int café = 1;
const char *s = "é€😀";
int main() { return café; }
