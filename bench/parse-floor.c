// The least time a tree-sitter scanner needs on a set of files: read them all, then parse them (or the subset a
// second list names) with the grammars amascan compiles in and the tree-sitter it links, on N threads, doing nothing
// with the trees. Built and run by bench/parse-floor, which prints the figures.
//
// usage: parse-floor READ_LIST PARSE_LIST THREADS
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <tree_sitter/api.h>
#include <unistd.h>

const TSLanguage *tree_sitter_tsx(void);
const TSLanguage *tree_sitter_typescript(void);

static char **read_list, **parse_list;
static int read_count, parse_count;
static int next_read, next_parse;
static long bytes_read, bytes_parsed;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static int take(int *next, int count) {
  pthread_mutex_lock(&lock);
  int index = *next < count ? (*next)++ : -1;
  pthread_mutex_unlock(&lock);
  return index;
}

static char *contents(const char *path, long *length) {
  int fd = open(path, O_RDONLY);
  if (fd < 0) return NULL;
  struct stat info;
  if (fstat(fd, &info) != 0) { close(fd); return NULL; }
  char *buffer = malloc(info.st_size + 1);
  long done = 0;
  while (done < info.st_size) {
    long got = read(fd, buffer + done, info.st_size - done);
    if (got <= 0) break;
    done += got;
  }
  close(fd);
  *length = done;
  return buffer;
}

// As amascan chooses: `.ts`, `.mts`, `.cts` with the TypeScript grammar, everything else with TSX.
static const TSLanguage *language(const char *path) {
  const char *dot = strrchr(path, '.');
  if (dot && (!strcmp(dot, ".ts") || !strcmp(dot, ".mts") || !strcmp(dot, ".cts"))) return tree_sitter_typescript();
  return tree_sitter_tsx();
}

static void *reading(void *unused) {
  (void)unused;
  int index;
  while ((index = take(&next_read, read_count)) >= 0) {
    long length = 0;
    char *text = contents(read_list[index], &length);
    if (!text) continue;
    __sync_fetch_and_add(&bytes_read, length);
    free(text);
  }
  return NULL;
}

static void *parsing(void *unused) {
  (void)unused;
  TSParser *parser = ts_parser_new();
  int index;
  while ((index = take(&next_parse, parse_count)) >= 0) {
    long length = 0;
    char *text = contents(parse_list[index], &length);
    if (!text) continue;
    ts_parser_set_language(parser, language(parse_list[index]));
    TSTree *tree = ts_parser_parse_string(parser, NULL, text, (uint32_t)length);
    ts_tree_delete(tree);
    __sync_fetch_and_add(&bytes_parsed, length);
    free(text);
  }
  ts_parser_delete(parser);
  return NULL;
}

static char **lines(const char *path, int *count) {
  FILE *file = fopen(path, "r");
  if (!file) { perror(path); exit(2); }
  int capacity = 1024;
  char **result = malloc(sizeof(char *) * capacity);
  char line[8192];
  *count = 0;
  while (fgets(line, sizeof line, file)) {
    line[strcspn(line, "\n")] = 0;
    if (!*line) continue;
    if (*count == capacity) result = realloc(result, sizeof(char *) * (capacity *= 2));
    result[(*count)++] = strdup(line);
  }
  fclose(file);
  return result;
}

static double seconds(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

static double run(void *(*work)(void *), int threads) {
  pthread_t workers[64];
  double start = seconds();
  for (int i = 0; i < threads; i++) pthread_create(&workers[i], NULL, work, NULL);
  for (int i = 0; i < threads; i++) pthread_join(workers[i], NULL);
  return seconds() - start;
}

int main(int argc, char **argv) {
  if (argc != 4) { fprintf(stderr, "usage: parse-floor READ_LIST PARSE_LIST THREADS\n"); return 2; }
  read_list = lines(argv[1], &read_count);
  parse_list = lines(argv[2], &parse_count);
  int threads = atoi(argv[3]);
  if (threads < 1 || threads > 64) { fprintf(stderr, "parse-floor: THREADS must be 1 to 64\n"); return 2; }
  double read_time = run(reading, threads);
  double parse_time = run(parsing, threads);
  printf("%d %ld %.4f %d %ld %.4f\n", read_count, bytes_read, read_time, parse_count, bytes_parsed, parse_time);
  return 0;
}
